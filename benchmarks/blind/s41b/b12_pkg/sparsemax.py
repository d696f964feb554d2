import torch


class Sparsemax(torch.autograd.Function):
    """Martins & Astudillo (2016): Euclidean projection onto the simplex along the last dim."""

    @staticmethod
    def forward(ctx, z):
        z_sorted, _ = torch.sort(z, dim=-1, descending=True)
        k = torch.arange(1, z.shape[-1] + 1, dtype=z.dtype)
        cumsum = z_sorted.cumsum(dim=-1) - 1
        support = (k * z_sorted) > cumsum
        k_z = support.sum(dim=-1, keepdim=True)
        tau = cumsum.gather(-1, k_z - 1) / k_z.to(z.dtype)
        p = torch.clamp(z - tau, min=0)
        ctx.save_for_backward(p)
        return p

    @staticmethod
    def backward(ctx, grad_p):
        (p,) = ctx.saved_tensors
        on = (p > 0).to(grad_p.dtype)
        v_hat = (grad_p * on).sum(dim=-1, keepdim=True) / on.sum(dim=-1, keepdim=True)
        return on * (grad_p - v_hat)


def sparsemax(z):
    return Sparsemax.apply(z)
