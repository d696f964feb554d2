import torch


def hard_batches(ledger, size, temperature=1.0, floor=0.2):
    """Draw an epoch of batches, favouring containers with a high recent loss."""
    weights = torch.softmax(ledger.latest / temperature, dim=0) + floor / len(ledger.latest)
    order = torch.multinomial(weights, len(weights), replacement=True)
    for i in range(0, len(order), size):
        yield order[i:i + size]
