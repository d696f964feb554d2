import torch

from .physics import boundary_targets, heat_residual


class PaneTrainer:
    def __init__(self, model, lr=5e-3, alpha_bounds=(1e-3, 5.0), w_data=10.0, w_bc=1.0):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.alpha_bounds = alpha_bounds
        self.w_data, self.w_bc = w_data, w_bc
        self.history = []

    def losses(self, colloc, sensors_xt, sensors_T, t_bc):
        res = heat_residual(self.model, colloc, self.model.alpha)
        left, T_left, right, T_right = boundary_targets(t_bc)
        bc = ((self.model(left) - T_left) ** 2).mean() + ((self.model(right) - T_right) ** 2).mean()
        data = ((self.model(sensors_xt) - sensors_T) ** 2).mean()
        return (res ** 2).mean(), bc, data

    def step(self, colloc, sensors_xt, sensors_T, t_bc):
        self.opt.zero_grad()
        pde, bc, data = self.losses(colloc, sensors_xt, sensors_T, t_bc)
        loss = pde + self.w_bc * bc + self.w_data * data
        loss.backward()
        self.opt.step()
        with torch.no_grad():
            lo, hi = self.alpha_bounds
            self.model.log_alpha.clamp_(min=torch.log(torch.tensor(lo)), max=torch.log(torch.tensor(hi)))
        self.history.append((loss.detach(), pde.item(), data.item()))
        return loss.item()


def evaluate_residual(model, n, generator):
    """Held-out PDE residual; needs input derivatives, so grad mode stays on."""
    model.eval()
    pts = torch.rand(n, 2, generator=generator, requires_grad=True)
    res = heat_residual(model, pts, model.alpha)
    model.train()
    return res.pow(2).mean().item()
