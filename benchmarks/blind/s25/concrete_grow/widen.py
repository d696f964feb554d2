import torch


@torch.no_grad()
def net2wider(inner, outer, width, generator):
    """Function-preserving widening (Net2Net): new hidden units copy random old ones and the
    outgoing weights of every copied unit are shared out among its copies."""
    old = inner.out_features
    extra = torch.randint(old, (width - old,), generator=generator)
    mapping = torch.cat([torch.arange(old), extra])
    copies = torch.bincount(mapping, minlength=old).float()
    w_in = inner.weight[mapping].clone()
    b_in = inner.bias[mapping].clone()
    w_in[old:] += 1e-3 * torch.randn(width - old, w_in.size(1), generator=generator)
    w_out = (outer.weight[:, mapping] / copies[mapping]).clone()
    return w_in, b_in, w_out
