import torch


def hold_rows(embedding, rows):
    """Zero the gradient of fixed embedding rows so the optimiser leaves them alone."""
    if embedding.weight.grad is not None:
        embedding.weight.grad[list(rows)] = 0.0


def dead_units(model, rearing, breed):
    with torch.no_grad():
        h = torch.relu(model.hidden2(torch.relu(model.hidden(
            torch.cat([rearing, model.breed(breed)], dim=1)))))
    return h.max(dim=0).values <= 0.0


def revive(layer, next_layer, dead, generator, scale=0.1):
    """Re-draw the incoming weights of dead ReLU units and silence their outgoing ones."""
    n = int(dead.sum())
    if n == 0:
        return 0
    with torch.no_grad():
        fresh = torch.randn(n, layer.in_features, generator=generator) * scale
        layer.weight[dead] = fresh
        layer.bias[dead] = 0.01
        next_layer.weight[:, dead] = 0.0
    return n
