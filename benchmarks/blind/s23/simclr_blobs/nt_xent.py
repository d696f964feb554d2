import torch
import torch.nn.functional as F


def nt_xent(z1, z2, temperature=0.2):
    z = F.normalize(torch.cat([z1, z2]), dim=1)
    sim = z @ z.t() / temperature
    n = z1.size(0)
    sim = sim.masked_fill(torch.eye(2 * n, dtype=torch.bool), float("-inf"))
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)])
    return F.cross_entropy(sim, targets)


@torch.no_grad()
def knn_accuracy(net, x_bank, y_bank, x_query, y_query, k=5):
    bank = F.normalize(net.represent(x_bank), dim=1)
    query = F.normalize(net.represent(x_query), dim=1)
    nearest = (query @ bank.t()).topk(k, dim=1).indices
    votes = y_bank[nearest].mode(dim=1).values
    return (votes == y_query).float().mean().item()
