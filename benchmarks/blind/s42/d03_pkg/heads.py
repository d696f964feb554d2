"""Growing the classifier when a new variety is added to the reference library."""
import torch


def extend_head(params, n_classes, gen, init_scale=0.05):
    old_w, old_b = params["head.w"].detach(), params["head.b"].detach()
    extra = n_classes - old_w.shape[0]
    new_rows = init_scale * torch.randn(extra, old_w.shape[1], generator=gen)
    new_bias = torch.full((extra,), float(old_b.mean()))
    head_w = torch.cat([old_w, new_rows]).requires_grad_()
    head_b = torch.cat([old_b, new_bias]).requires_grad_()
    return {**params, "head.w": head_w, "head.b": head_b}
