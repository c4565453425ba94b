"""End-to-end tests of `tokenc lsp`: the real server binary driven over stdio by pytest-lsp's client.

The binary is `$TOKENC`, else `<repo>/.build/debug/tokenc` (run `swift build` first). Tests never write into the
repository: a test that edits files on disk works on a copy under pytest's tmp_path.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import pytest_asyncio
import pytest_lsp
from pytest_lsp import LanguageClient

from support import REPO, SERVER, TOKENC, TOKENS, Editor, copy_project, init_params


def pytest_configure(config):
    if not TOKENC.is_file():
        raise pytest.UsageError(f"no tokenc binary at {TOKENC}: run `swift build` or set TOKENC")


# MARK: - Fixtures


@pytest_lsp.fixture(config=SERVER, scope="module")
async def tokens_client(lsp_client: LanguageClient):
    """One server per test module on the repository itself (it finds Tokens/tokenc.json): for read-only tests."""
    await lsp_client.initialize_session(init_params(REPO))
    yield
    await lsp_client.shutdown_session()


@pytest.fixture(scope="module")
def tokens(tokens_client: LanguageClient) -> Editor:
    return Editor(tokens_client, REPO)


@pytest_asyncio.fixture
async def launch():
    """Starts servers for a test: `await launch(root, options)` → an Editor; each is shut down afterwards."""
    clients: list[LanguageClient] = []

    async def start(root: Path, options: dict | None = None, client_name: str | None = None) -> Editor:
        client = await SERVER.start()
        clients.append(client)
        await client.initialize_session(init_params(root, options, client_name))
        return Editor(client, root)

    yield start
    for client in clients:
        await client.shutdown_session()
        await client.stop()


@pytest.fixture
def tokens_copy(tmp_path: Path) -> Path:
    """A copy of the sample brands' project (Tokens/) in a tmp folder, to edit on disk."""
    return copy_project(TOKENS, tmp_path / "Tokens")


@pytest.fixture
def raw():
    """Starts bare servers (raw.RawServer) for a test: `raw(cwd)`; each is killed afterwards if still running."""
    from raw import RawServer
    servers = []

    def start(cwd: Path = REPO) -> RawServer:
        server = RawServer(cwd)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
