"""Force matching for a tiny learned potential: a pair-distance network E(x) is fitted to
reference energies and forces (F = -dE/dx) of 4-atom clusters with L-BFGS."""
import torch
import torch.nn as nn

torch.manual_seed(0)
torch.set_default_dtype(torch.float64)
N_CONF, N_ATOM = 48, 4


def lennard_jones(pos):
    i, j = torch.triu_indices(N_ATOM, N_ATOM, 1)
    r = (pos[:, i] - pos[:, j]).norm(dim=-1)
    return (4 * ((1 / r) ** 12 - (1 / r) ** 6)).sum(-1)


base = torch.tensor([[0.0, 0, 0], [1.12, 0, 0], [0.56, 0.97, 0], [0.56, 0.32, 0.92]])
ref_pos = (base + 0.05 * torch.randn(N_CONF, N_ATOM, 3)).requires_grad_(True)
ref_E = lennard_jones(ref_pos)
ref_F = -torch.autograd.grad(ref_E.sum(), ref_pos)[0]
ref_E, ref_pos = ref_E.detach(), ref_pos.detach()


class PairPotential(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.phi = nn.Sequential(nn.Linear(1, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 1))
        self.i, self.j = torch.triu_indices(N_ATOM, N_ATOM, 1)

    def forward(self, pos):
        r = (pos[:, self.i] - pos[:, self.j]).norm(dim=-1, keepdim=True)
        return self.phi(r).squeeze(-1).sum(-1)


def energy_and_forces(model, pos):
    pos = pos.clone().requires_grad_(True)
    E = model(pos)
    dE, = torch.autograd.grad(E, pos, grad_outputs=torch.ones_like(E), create_graph=True)
    return E, -dE


model = PairPotential()
optimizer = torch.optim.LBFGS(model.parameters(), lr=1.0, max_iter=20, history_size=10,
                              line_search_fn="strong_wolfe")
e_scale, f_scale = ref_E.std(), ref_F.std()


def closure():
    optimizer.zero_grad()
    E, F = energy_and_forces(model, ref_pos)
    loss = ((E - ref_E) / e_scale).pow(2).mean() + ((F - ref_F) / f_scale).pow(2).mean()
    loss.backward()
    return loss


for outer in range(5):
    loss = optimizer.step(closure)
    print(f"outer {outer} loss {loss.item():.5f}")

E, F = energy_and_forces(model, ref_pos)
print(f"force RMSE {(F - ref_F).pow(2).mean().sqrt().item():.4f}  energy RMSE {(E - ref_E).pow(2).mean().sqrt().item():.4f}")
