import torch

from .film import drainage_residual, thickness_exact


def train_film(model, opt, colloc_fn, ic, data, iters, w_ic=20.0, w_data=20.0, log_every=150):
    xt_ic, h_ic = ic
    xt_d, h_d = data
    for it in range(iters):
        colloc = colloc_fn()
        opt.zero_grad()
        res = drainage_residual(model, colloc)
        loss = (res ** 2).mean() \
            + w_ic * ((model(xt_ic) - h_ic) ** 2).mean() \
            + w_data * ((model(xt_d) - h_d) ** 2).mean()
        loss.backward()
        opt.step()
        if it % log_every == 0:
            print(f"it {it:4d} loss {loss.item():.4e}")
    return loss.item()


@torch.no_grad()
def thickness_error(model, n, t_min):
    x = torch.linspace(0.0, 1.0, n)
    t = torch.linspace(t_min, 1.0, n)
    xx, tt = torch.meshgrid(x, t, indexing="ij")
    xt = torch.stack([xx.reshape(-1), tt.reshape(-1)], dim=1)
    ref = thickness_exact(xt[:, :1], xt[:, 1:])
    return ((model(xt) - ref).norm() / ref.norm()).item()
