import torch

from .stefan import d_dx, exact_temperature


class StefanLoss:
    def __init__(self, beta, lam, t0, stefan_after):
        self.beta, self.lam, self.t0 = beta, lam, t0
        self.stefan_after = stefan_after

    def weights(self, it):
        # curriculum: fit the heat equation in a frozen geometry first, then
        # switch on the interface energy balance
        return {"pde": 1.0, "wall": 10.0, "ice": 10.0, "init": 10.0,
                "stefan": 1.0 if it >= self.stefan_after else 0.0}

    def terms(self, model, xi, t):
        s = model.front(t)
        x = xi * s
        t_r = t.clone().requires_grad_(True)
        x_r = x.detach().requires_grad_(True)
        u = model.temperature(x_r, t_r)
        u_t = torch.autograd.grad(u.sum(), t_r, create_graph=True)[0]
        u_x = d_dx(u, x_r)
        u_xx = d_dx(u_x, x_r)
        out = {"pde": ((u_t - u_xx) ** 2).mean()}
        out["wall"] = ((model.temperature(torch.zeros_like(t), t) - 1.0) ** 2).mean()
        out["ice"] = (model.temperature(s, t) ** 2).mean()
        t_init = torch.full_like(xi, self.t0)
        s0 = model.front(t_init)
        u0 = model.temperature(xi * s0, t_init)
        out["init"] = ((u0 - exact_temperature(xi * s0, t_init, self.lam)) ** 2).mean()
        t_f = t.clone().requires_grad_(True)
        s_f = model.front(t_f)
        ds_dt = torch.autograd.grad(s_f.sum(), t_f, create_graph=True)[0]
        u_xs = d_dx(model.temperature(s_f, t_f), s_f)
        out["stefan"] = ((ds_dt + self.beta * u_xs) ** 2).mean()
        return out

    def total(self, model, xi, t, it):
        w = self.weights(it)
        parts = self.terms(model, xi, t)
        loss = sum(w[k] * v for k, v in parts.items() if w[k] > 0)
        return loss, {k: v.item() for k, v in parts.items()}
