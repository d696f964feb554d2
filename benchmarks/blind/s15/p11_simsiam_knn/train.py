import torch

from .augment import two_views
from .models import SimSiam, mlp_backbone, negative_cosine
from .monitor import KNNMonitor


def labelled(n_batches, bs=32, dim=20, n_cls=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    protos = torch.randn(n_cls, dim, generator=g) * 2
    out = []
    for _ in range(n_batches):
        y = torch.randint(0, n_cls, (bs,), generator=g)
        out.append((protos[y] + torch.randn(bs, dim, generator=g), y))
    return out


def main(epochs=3):
    torch.manual_seed(0)
    trunk = mlp_backbone()
    siam = SimSiam(trunk, feat_dim=32)
    sgd = torch.optim.SGD(siam.parameters(), lr=0.05, momentum=0.9, weight_decay=1e-4)
    unlabelled = labelled(10)
    monitor = KNNMonitor(trunk, bank=labelled(8, seed=1), queries=labelled(2, seed=2))
    for epoch in range(epochs):
        for x, _ in unlabelled:
            v1, v2 = two_views(x)
            p1, p2, z1, z2 = siam(v1, v2)
            sym = 0.5 * (negative_cosine(p1, z2) + negative_cosine(p2, z1))
            sgd.zero_grad()
            sym.backward()
            sgd.step()
        monitor.on_epoch_end(epoch)


if __name__ == "__main__":
    main()
