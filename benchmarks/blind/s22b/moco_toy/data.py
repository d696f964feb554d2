import torch


def prototypes(n_protos=10, dim=20):
    return torch.randn(n_protos, dim)


def two_views(protos, batch, noise=0.3, drop=0.2):
    ids = torch.randint(0, protos.shape[0], (batch,))
    base = protos[ids]

    def view():
        mask = (torch.rand_like(base) > drop).float()
        return base * mask + noise * torch.randn_like(base)

    return view(), view(), ids
