import torch
import torch.nn.functional as F


@torch.no_grad()
def info_nce(q, k, queue, temperature):
    pos = (q * k).sum(dim=1, keepdim=True)
    neg = q @ queue.t()
    logits = torch.cat([pos, neg], dim=1) / temperature
    labels = torch.zeros(q.shape[0], dtype=torch.long)
    return F.cross_entropy(logits, labels)


def knn_accuracy(encoder, protos, n=400):
    with torch.no_grad():
        ids = torch.randint(0, protos.shape[0], (n,))
        x = protos[ids] + 1.5 * torch.randn(n, protos.shape[1])
        sims = encoder(x) @ encoder(protos).t()
        return (sims.argmax(dim=1) == ids).float().mean().item()
