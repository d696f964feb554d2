import torch
import torch.nn.functional as F


def vae_terms(recon, x, mu, logvar, beta):
    rec = F.mse_loss(recon, x)
    kld = -0.5 * torch.mean(1 + logvar - mu.pow(2) - logvar.exp())
    return rec + beta * kld


def adversarial_step(vae, disc, opts, x_lab, x_unl, cfg):
    recon_l, mu_l, logvar_l = vae(x_lab)
    recon_u, mu_u, logvar_u = vae(x_unl)
    ones_l, zeros_u = torch.ones(len(x_lab)), torch.zeros(len(x_unl))
    ones_u = torch.ones(len(x_unl))

    # discriminator sees the codes as plain inputs
    d_lab, d_unl = disc(mu_l.detach()), disc(mu_u.detach())
    # the VAE tries to make every code look "labelled"
    fool_lab, fool_unl = disc(mu_l), disc(mu_u)

    d_loss = (F.binary_cross_entropy_with_logits(d_lab, ones_l)
              + F.binary_cross_entropy_with_logits(d_unl, zeros_u))
    opts["disc"].zero_grad()
    d_loss.backward()
    opts["disc"].step()

    adv = (F.binary_cross_entropy_with_logits(fool_lab, ones_l)
           + F.binary_cross_entropy_with_logits(fool_unl, ones_u))
    vae_loss = (vae_terms(recon_l, x_lab, mu_l, logvar_l, cfg["beta"])
                + vae_terms(recon_u, x_unl, mu_u, logvar_u, cfg["beta"])
                + cfg["adv_weight"] * adv)
    opts["vae"].zero_grad()
    vae_loss.backward()
    opts["vae"].step()
    return d_loss.item(), vae_loss.item()
