import torch


class QuadraticDrag(torch.autograd.Function):
    """Per-unit-mass drag on a water parcel, a = -k |v| v, written by hand so the
    backward avoids differentiating through the norm at v = 0."""

    @staticmethod
    def forward(ctx, v, k):
        speed = v.norm(dim=-1, keepdim=True)
        ctx.save_for_backward(v, k, speed)
        out = v * speed
        out.mul_(-k)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        v, k, speed = ctx.saved_tensors
        safe = speed.clamp_min(1e-12)
        # d(|v| v)/dv = |v| I + v v^T / |v|
        g_v = speed * grad_out + v * (grad_out * v).sum(-1, keepdim=True) / safe
        g_v = -k * g_v
        g_k = None
        if ctx.needs_input_grad[1]:
            g_k = -(grad_out * v * speed).sum().reshape(k.shape)
        return g_v, g_k


def quadratic_drag(v, k):
    return QuadraticDrag.apply(v, k)
