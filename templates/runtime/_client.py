"""A small client for ``POST /v1/responses`` with ``stream: true`` over a caller's httpx client.

Works against any server that speaks the protocol (OpenAI, Azure, vLLM, Ollama, a
gateway). httpx is an optional extra: it is imported when a client is made. The
API key goes only into the Authorization header: never into a repr, an error or
a log line.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, Generic, Optional, TypeVar

from ._errors import APIStatusError, ResumeCursorError
from ._resume import ResumePlan, ResumePolicy
from ._schema import text_format_param, tool_param
from ._streams import AsyncConnection, AsyncResponseStream, Connection, ResponseStream

if TYPE_CHECKING:
    import httpx

__all__ = ["ResponsesClient", "AsyncResponsesClient"]

DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_RESUME_POLICY = ResumePolicy()
REQUEST_ID_HEADERS = ("x-request-id", "request-id", "apim-request-id")


class _Requests:
    """Builds requests and reads error responses; no IO, shared by both clients."""

    def __init__(self, base_url: Optional[str], api_key: Optional[str],
                 headers: Optional[Mapping[str, str]]) -> None:
        self.base_url = (base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        self._api_key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY")
        self._headers = dict(headers or {})

    def headers(self) -> dict[str, str]:
        headers = {"Accept": "text/event-stream", **self._headers}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def create_body(self, params: Mapping[str, Any], text_format: Any, tools: Any) -> dict[str, Any]:
        body = {**params, "stream": True}
        if text_format is not None and "text" not in body:
            body["text"] = {"format": text_format_param(text_format)}
        if tools is not None:
            body["tools"] = [tool_param(tool) for tool in tools]
        return body

    def resume_url(self, plan: ResumePlan) -> tuple[str, dict[str, str]]:
        query = {"stream": "true"}
        if plan.starting_after is not None:
            query["starting_after"] = str(plan.starting_after)
        return f"{self.base_url}/responses/{plan.response_id}", query

    def error(self, response: httpx.Response, *, resuming: bool) -> APIStatusError:
        """The typed error for an HTTP error status, with the API's code and message."""
        body: Any = None
        try:
            body = json.loads(response.content)
        except ValueError:
            body = response.content.decode("utf-8", "replace")[:500]
        error = body.get("error") if isinstance(body, dict) else None
        error = error if isinstance(error, dict) else {}
        message = str(error.get("message") or f"HTTP {response.status_code} {response.reason_phrase}")
        request_id = next((response.headers[h] for h in REQUEST_ID_HEADERS if h in response.headers), None)
        kind = ResumeCursorError if resuming and response.status_code in (400, 404) else APIStatusError
        code, param = error.get("code"), error.get("param")
        return kind(
            f"{message} (HTTP {response.status_code}, request id {request_id})",
            status_code=response.status_code,
            request_id=request_id,
            code=None if code is None else str(code),
            param=None if param is None else str(param),
            body=body,
        )

    def __repr__(self) -> str:
        return f"base_url={self.base_url!r}"


HttpT = TypeVar("HttpT", "httpx.Client", "httpx.AsyncClient")


class _ClientBase(Generic[HttpT]):
    """Set-up and request building shared by the sync and the async client."""

    def __init__(
        self,
        http_client: HttpT,
        *,
        api_key: Optional[str] = None,
        base_url: Optional[str] = None,
        headers: Optional[Mapping[str, str]] = None,
        resume_policy: ResumePolicy = DEFAULT_RESUME_POLICY,
    ) -> None:
        import httpx

        self._http: HttpT = http_client
        self._requests = _Requests(base_url, api_key, headers)
        self._policy = resume_policy
        self._retryable: tuple[type[BaseException], ...] = (httpx.TransportError,)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._requests!r})"

    def _create_request(self, params: Mapping[str, Any], text_format: Any,
                        tools: Optional[list[Any]]) -> httpx.Request:
        body = self._requests.create_body(params, text_format, tools)
        return self._http.build_request("POST", f"{self._requests.base_url}/responses", json=body,
                                        headers=self._requests.headers())

    def _resume_request(self, plan: ResumePlan) -> httpx.Request:
        url, query = self._requests.resume_url(plan)
        return self._http.build_request("GET", url, params=query, headers=self._requests.headers())

    def _stream_options(self, text_format: Any, tools: Optional[list[Any]],
                        starting_after: Optional[int], strict: bool) -> dict[str, Any]:
        return {"text_format": text_format, "tools": tools, "starting_after": starting_after,
                "strict": strict, "resume_policy": self._policy, "retryable": self._retryable}


class ResponsesClient(_ClientBase["httpx.Client"]):
    """Streams responses over a caller-supplied ``httpx.Client``.

    ``api_key`` defaults to ``OPENAI_API_KEY`` (none is sent when neither is set);
    ``base_url`` to ``OPENAI_BASE_URL`` or OpenAI's. Background responses resume
    by themselves after a dropped connection, as ``resume_policy`` allows.
    """

    def stream(self, *, text_format: Any = None, tools: Optional[Iterable[Any]] = None,
               starting_after: Optional[int] = None, strict: bool = False,
               **params: Any) -> ResponseStream:
        """``POST /responses`` with ``stream: true`` and the given request parameters."""
        tools = None if tools is None else list(tools)
        response = self._send(self._create_request(params, text_format, tools), resuming=False)
        return ResponseStream((response.iter_bytes(), response.close), http_response=response,
                              reconnect=self._reconnect,
                              **self._stream_options(text_format, tools, starting_after, strict))

    def resume(self, response_id: str, *, starting_after: Optional[int] = None,
               text_format: Any = None, tools: Optional[Iterable[Any]] = None,
               strict: bool = False) -> ResponseStream:
        """``GET /responses/{id}?stream=true&starting_after=N``: a background response's events after N."""
        connection = self._reconnect(ResumePlan(response_id, starting_after, 0.0))
        tools = None if tools is None else list(tools)
        return ResponseStream(connection, reconnect=self._reconnect, response_id=response_id,
                              **self._stream_options(text_format, tools, None, strict))

    def _reconnect(self, plan: ResumePlan) -> Connection:
        response = self._send(self._resume_request(plan), resuming=True)
        return response.iter_bytes(), response.close

    def _send(self, request: httpx.Request, *, resuming: bool) -> httpx.Response:
        response = self._http.send(request, stream=True)
        if response.status_code >= 400:
            try:
                response.read()
            finally:
                response.close()
            raise self._requests.error(response, resuming=resuming)
        return response


class AsyncResponsesClient(_ClientBase["httpx.AsyncClient"]):
    """The async twin of :class:`ResponsesClient`, over an ``httpx.AsyncClient``."""

    async def stream(self, *, text_format: Any = None, tools: Optional[Iterable[Any]] = None,
                     starting_after: Optional[int] = None, strict: bool = False,
                     **params: Any) -> AsyncResponseStream:
        """``POST /responses`` with ``stream: true`` and the given request parameters."""
        tools = None if tools is None else list(tools)
        response = await self._send(self._create_request(params, text_format, tools), resuming=False)
        return AsyncResponseStream((response.aiter_bytes(), response.aclose), http_response=response,
                                   reconnect=self._reconnect,
                                   **self._stream_options(text_format, tools, starting_after, strict))

    async def resume(self, response_id: str, *, starting_after: Optional[int] = None,
                     text_format: Any = None, tools: Optional[Iterable[Any]] = None,
                     strict: bool = False) -> AsyncResponseStream:
        """``GET /responses/{id}?stream=true&starting_after=N``: a background response's events after N."""
        connection = await self._reconnect(ResumePlan(response_id, starting_after, 0.0))
        tools = None if tools is None else list(tools)
        return AsyncResponseStream(connection, reconnect=self._reconnect, response_id=response_id,
                                   **self._stream_options(text_format, tools, None, strict))

    async def _reconnect(self, plan: ResumePlan) -> AsyncConnection:
        response = await self._send(self._resume_request(plan), resuming=True)
        return response.aiter_bytes(), response.aclose

    async def _send(self, request: httpx.Request, *, resuming: bool) -> httpx.Response:
        response = await self._http.send(request, stream=True)
        if response.status_code >= 400:
            try:
                await response.aread()
            finally:
                await response.aclose()
            raise self._requests.error(response, resuming=resuming)
        return response
