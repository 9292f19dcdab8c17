// The contract's limits (libs/gate/contract), written into the page by the server as a JSON data
// block, so the page checks what the API checks without a copy of its numbers.
export const limits = JSON.parse(document.getElementById('limits').textContent);
