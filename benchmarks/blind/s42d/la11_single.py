"""Adaptive-optics wavefront reconstruction from Shack-Hartmann slopes.

An 8x8 lenslet array gives x/y centroid slopes; the network predicts Zernike coefficients
(modes 2-10) for the deformable mirror and the Fried parameter r0 for the seeing monitor.
Hooks: the r0 head's gradient into the shared features is damped, the Zernike head's
parameter gradients are clipped element-wise, backward hooks log gradient norms and a
histogram of the last-layer gradient, forward hooks collect activations for dead-unit stats.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

N_SUB = 8
MODES = ("tip", "tilt", "defocus", "astig0", "astig45", "coma_x", "coma_y", "trefoil0", "trefoil30")


def interaction_matrix():
    c = (torch.arange(N_SUB) + 0.5) / N_SUB * 2 - 1
    yy, xx = torch.meshgrid(c, c, indexing="ij")
    inside = (xx ** 2 + yy ** 2) <= 1.0
    x, y = xx[inside], yy[inside]
    # analytic x/y derivatives of the unnormalised Zernike polynomials
    dx = torch.stack([torch.ones_like(x), 0 * x, 4 * x, 2 * x, 2 * y, 9 * x ** 2 + 3 * y ** 2 - 2,
                      6 * x * y, 3 * x ** 2 - 3 * y ** 2, 6 * x * y], 1)
    dy = torch.stack([0 * y, torch.ones_like(y), 4 * y, -2 * y, 2 * x, 6 * x * y,
                      3 * x ** 2 + 9 * y ** 2 - 2, -6 * x * y, 3 * x ** 2 - 3 * y ** 2], 1)
    return torch.cat([dx, dy], 0)                                    # (2 * n_valid, 9)


def frames(n, gen, D):
    r0_cm = 5 + 20 * torch.rand(n, generator=gen)
    scale = (r0_cm / 10) ** (-5 / 6)
    decay = torch.tensor([1.0, 1.0, 0.5, 0.4, 0.4, 0.25, 0.25, 0.2, 0.2])
    coeffs = torch.randn(n, len(MODES), generator=gen) * decay * scale[:, None] * 0.3
    slopes = coeffs @ D.T
    slopes = slopes + 0.02 * scale[:, None] * torch.randn(slopes.shape, generator=gen)
    return slopes, coeffs, torch.log(r0_cm / 10)


class Reconstructor(nn.Module):
    def __init__(self, n_slopes, width=128, r0_grad_scale=0.2):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_slopes, width), nn.ReLU(),
                                   nn.Linear(width, 64), nn.ReLU())
        self.zernike = nn.Linear(64, len(MODES))
        self.r0 = nn.Sequential(nn.Linear(64, 16), nn.ReLU(), nn.Linear(16, 1))
        self.r0_grad_scale = r0_grad_scale

    def forward(self, slopes):
        z = self.trunk(slopes)
        z_r0 = z.clone()
        if z_r0.requires_grad:
            z_r0.register_hook(lambda g: g * self.r0_grad_scale)
        return self.zernike(z), self.r0(z_r0).squeeze(1)


class HookBook:
    def __init__(self, net):
        self.activations = {}
        self.grad_norms = []
        self.hist = np.zeros(10, dtype=np.int64)
        self.handles = []
        for name, layer in net.trunk.named_children():
            if isinstance(layer, nn.ReLU):
                self.handles.append(layer.register_forward_hook(self._keep(name)))
        self.handles.append(net.trunk[2].register_full_backward_hook(self._norm))
        for p in net.zernike.parameters():
            self.handles.append(p.register_hook(lambda g: g.clamp(-0.5, 0.5)))
        self.handles.append(net.zernike.weight.register_hook(self._histogram))

    def _keep(self, name):
        def hook(module, inputs, output):
            self.activations[name] = output.detach()
        return hook

    def _norm(self, module, grad_input, grad_output):
        self.grad_norms.append(grad_output[0].norm().item())

    def _histogram(self, grad):
        counts, _ = np.histogram(grad.cpu().numpy(), bins=10, range=(-0.05, 0.05))
        self.hist += counts

    def dead_fraction(self):
        return {k: (v <= 0).all(0).float().mean().item() for k, v in self.activations.items()}


def sensitivity(net, slopes):
    """d(defocus)/d(slope): which lenslets drive the focus estimate."""
    probe = slopes.clone().requires_grad_(True)
    zern, _ = net(probe)
    zern[:, MODES.index("defocus")].sum().backward()
    return probe.grad.abs().mean(0)


@torch.inference_mode()
def evaluate(net, slopes, coeffs, log_r0):
    zern, r0_hat = net(slopes)
    resid = (zern - coeffs).pow(2).sum(1).sqrt().mean().item()
    r0_err = (r0_hat.exp() - log_r0.exp()).abs().mean().item() * 10
    return resid, r0_err


def main(epochs=10, batch=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(2)
    D = interaction_matrix()
    s_tr, c_tr, r_tr = frames(4000, gen, D)
    s_va, c_va, r_va = frames(800, gen, D)
    print(f"{D.shape[0]} slopes, {len(MODES)} modes; raw wavefront rms {c_va.pow(2).sum(1).sqrt().mean():.3f}")

    net = Reconstructor(D.shape[0])
    book = HookBook(net)
    opt = torch.optim.AdamW(net.parameters(), lr=2e-3, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=3e-3, total_steps=epochs * (len(s_tr) // batch))
    for epoch in range(epochs):
        net.train()
        order = torch.randperm(len(s_tr), generator=gen)
        for k in range(0, len(order) - batch + 1, batch):
            i = order[k:k + batch]
            zern, r0_hat = net(s_tr[i])
            loss = F.mse_loss(zern, c_tr[i]) * len(MODES) + 0.1 * F.mse_loss(r0_hat, r_tr[i])
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            sched.step()
        net.eval()
        resid, r0_err = evaluate(net, s_va, c_va, r_va)
        norms = np.array(book.grad_norms)
        book.grad_norms.clear()
        print(f"epoch {epoch}: residual rms {resid:.4f}  r0 MAE {r0_err:.2f} cm  "
              f"trunk grad-out norm {norms.mean():.4f}  dead units {book.dead_fraction()}")
    sens = sensitivity(net, s_va[:256])
    print("lenslet sensitivity of defocus (top 5 slope indices):", sens.topk(5).indices.tolist())
    print("zernike weight-gradient histogram:", book.hist.tolist())


if __name__ == "__main__":
    main()
