import torch
import torch.nn.functional as F


@torch.no_grad()
def cosine_matrix(a, b):
    return F.normalize(a, dim=1) @ F.normalize(b, dim=1).t()


def nt_xent(z1, z2, temperature=0.2):
    n = z1.size(0)
    z = torch.cat([z1, z2], dim=0)
    sim = cosine_matrix(z, z) / temperature
    sim = sim.masked_fill(torch.eye(2 * n, dtype=torch.bool), float("-inf"))
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)])
    return F.cross_entropy(sim, targets)


def knn_accuracy(train_emb, train_y, test_emb, test_y, k=5):
    sim = cosine_matrix(test_emb, train_emb)
    idx = sim.topk(k, dim=1).indices
    pred = train_y[idx].mode(dim=1).values
    return (pred == test_y).float().mean().item()
