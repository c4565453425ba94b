import TokenCore
print("tokenc")
