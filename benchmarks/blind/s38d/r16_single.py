"""Fit a neural signed distance function to a 2-D shape (union of a disc and a box) with an eikonal term."""
import torch
import torch.nn as nn


class SDFNet(nn.Module):
    def __init__(self, hidden=64, layers=4):
        super().__init__()
        dims = [2] + [hidden] * layers
        self.body = nn.ModuleList(nn.Linear(a, b) for a, b in zip(dims[:-1], dims[1:]))
        self.out = nn.Linear(hidden, 1)
        self.act = nn.Softplus(beta=100)

    def forward(self, x):
        h = x
        for lin in self.body:
            h = self.act(lin(h))
        return self.out(h).squeeze(-1)


def true_sdf(p):
    disc = (p - torch.tensor([-0.3, 0.0])).norm(dim=-1) - 0.35
    q = (p - torch.tensor([0.35, 0.1])).abs() - torch.tensor([0.2, 0.3])
    box = q.clamp(min=0).norm(dim=-1) + q.max(-1).values.clamp(max=0)
    return torch.minimum(disc, box)


def main(steps=150, batch=512, eik_weight=0.1):
    torch.manual_seed(0)
    model = SDFNet()
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    hard = torch.empty(0, 2)
    for step in range(steps):
        pts = torch.cat([torch.rand(batch, 2) * 2 - 1, hard]).requires_grad_(True)
        target = true_sdf(pts.detach())
        sdf = model(pts)
        # spatial gradient of the SDF; kept in the graph so the eikonal term is trainable
        grad = torch.autograd.grad(sdf, pts, grad_outputs=torch.ones_like(sdf), create_graph=True)[0]
        eikonal = (grad.norm(dim=-1) - 1.0).pow(2).mean()
        fit = (sdf - target).abs().mean()
        loss = fit + eik_weight * eikonal
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        # points whose loss is most sensitive to their position are revisited next step
        with torch.no_grad():
            sens = pts.grad.norm(dim=-1)
            hard = pts[sens.topk(64).indices].detach() + 0.01 * torch.randn(64, 2)
            hard = hard.clamp(-1, 1)
        if step % 50 == 0 or step == steps - 1:
            print(f"step {step:3d} fit {fit.item():.4f} eikonal {eikonal.item():.4f}")


if __name__ == "__main__":
    main()
