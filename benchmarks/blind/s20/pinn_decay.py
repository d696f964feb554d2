"""Physics-informed inverse problem: recover the rate k of  du/dt = -k u  from noisy samples.

Full-batch L-BFGS in float64.  Run:  python pinn_decay.py
"""
import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)

DTYPE = torch.float64
K_TRUE = 1.7

# observations
t_obs = torch.rand(40, 1, dtype=DTYPE) * 2.0
u_obs = torch.exp(-K_TRUE * t_obs) + 0.01 * torch.randn_like(t_obs)
# collocation points for the residual
t_col = torch.linspace(0, 2, 100, dtype=DTYPE).unsqueeze(1).requires_grad_(True)

net = nn.Sequential(nn.Linear(1, 24), nn.Tanh(), nn.Linear(24, 24), nn.Tanh(), nn.Linear(24, 1)).to(DTYPE)
log_k = torch.tensor([0.0], requires_grad=True).to(DTYPE)

optimizer = torch.optim.LBFGS(list(net.parameters()) + [log_k], lr=1.0, max_iter=50,
                              tolerance_grad=1e-9, line_search_fn="strong_wolfe")


def residual_loss():
    u = net(t_col)
    (du_dt,) = torch.autograd.grad(u, t_col, grad_outputs=torch.ones_like(u), create_graph=True)
    return ((du_dt + log_k.exp() * u) ** 2).mean()


def closure():
    optimizer.zero_grad()
    data = ((net(t_obs) - u_obs) ** 2).mean()
    ic = (net(torch.zeros(1, 1, dtype=DTYPE)) - 1.0).pow(2).sum()
    loss = data + residual_loss() + ic
    loss.backward()
    return loss


for outer in range(8):
    loss = optimizer.step(closure)
    print(f"outer {outer} loss {loss.item():.3e} k {log_k.exp().item():.4f}")

print(f"recovered k = {log_k.exp().item():.4f} (true {K_TRUE})")
