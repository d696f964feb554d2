import torch
import torch.nn.functional as F


def gradient_energy(field):
    gy = field[..., 1:, :] - field[..., :-1, :]
    gx = field[..., :, 1:] - field[..., :, :-1]
    return gy.pow(2).mean() + gx.pow(2).mean()


def adversarial_losses(G, D, lr, hr, *, lambda_l1, lambda_div):
    """One generator forward, critic scores on real / fake. Returns (loss_d, loss_g, logs)."""
    sr = G(lr)
    real_logits = D(hr)
    fake_logits_for_d = D(sr.detach())
    fake_logits_for_g = D(sr)
    ones, zeros = torch.ones_like(real_logits), torch.zeros_like(real_logits)
    loss_d = 0.5 * (F.binary_cross_entropy_with_logits(real_logits, ones)
                    + F.binary_cross_entropy_with_logits(fake_logits_for_d, zeros))
    l1 = F.l1_loss(sr, hr)
    energy_gap = (gradient_energy(sr) - gradient_energy(hr)).abs()
    loss_g = (F.binary_cross_entropy_with_logits(fake_logits_for_g, ones)
              + lambda_l1 * l1 + lambda_div * energy_gap)
    return loss_d, loss_g, {"d": loss_d.item(), "l1": l1.item(), "energy_gap": energy_gap.item()}
