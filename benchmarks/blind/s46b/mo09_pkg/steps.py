import torch.nn.functional as F


def gan_iteration(model, critic, opt_g, opt_d, x, kl_beta, adv_weight):
    recon, mu, logvar = model(x)

    opt_d.zero_grad(set_to_none=True)
    d_loss = F.relu(1.0 - critic(x)).mean() + F.relu(1.0 + critic(recon.detach())).mean()
    d_loss.backward()
    opt_d.step()

    opt_g.zero_grad(set_to_none=True)
    rec = F.mse_loss(recon, x, reduction="none").sum(-1).mean()
    kl = -0.5 * (1 + logvar - mu.pow(2) - logvar.exp()).sum(-1).mean()
    g_adv = -critic(recon).mean()
    g_loss = model.loss_weights[0] * rec + kl_beta * kl + adv_weight * g_adv
    g_loss.backward()
    opt_g.step()
    return {"d": d_loss.item(), "rec": rec.item(), "kl": kl.item()}
