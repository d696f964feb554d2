import torch
import torch.nn.functional as F


def sample_prior(n, dim):
    return torch.randn(n, dim)


def regularization_phase(encoder, disc, opt_disc, x, code_dim):
    """Discriminator update: prior samples are 'real', encoder codes are 'fake'."""
    z_real = sample_prior(x.size(0), code_dim)
    z_fake = encoder(x)
    real_logits = disc(z_real)
    fake_logits = disc(z_fake)
    loss = (F.binary_cross_entropy_with_logits(real_logits, torch.ones_like(real_logits))
            + F.binary_cross_entropy_with_logits(fake_logits, torch.zeros_like(fake_logits)))
    loss.backward()
    opt_disc.step()
    return loss.item()


def reconstruction_phase(encoder, decoder, disc, opt_ae, x, adv_weight):
    """Autoencoder update: reconstruct x and make the codes look like prior samples."""
    z = encoder(x)
    recon = F.mse_loss(decoder(z), x)
    logits = disc(z)
    fool = F.binary_cross_entropy_with_logits(logits, torch.ones_like(logits))
    loss = recon + adv_weight * fool
    loss.backward()
    opt_ae.step()
    return recon.item(), fool.item()
