import torch


def evaluate_links(model, feats, edge_index, adjacency, held_links, k=10):
    """Recall@k of held-out new films, ranking every other bubble for every bubble."""
    model.eval()
    z = model(feats, edge_index)
    scores = z @ z.T
    scores = scores.masked_fill(adjacency | torch.eye(len(z), dtype=torch.bool), float("-inf"))
    top = scores.topk(k, dim=1).indices
    u, v = torch.cat([held_links[0], held_links[1]]), torch.cat([held_links[1], held_links[0]])
    hit = (top[u] == v.unsqueeze(1)).any(dim=1).float()
    per_cell = torch.zeros(len(z)).index_add_(0, u, hit)
    cnt = torch.zeros(len(z)).index_add_(0, u, torch.ones_like(hit))
    model.train()
    return (per_cell[cnt > 0] / cnt[cnt > 0]).mean().item()
