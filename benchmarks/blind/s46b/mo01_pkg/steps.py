import torch
import torch.nn.functional as F


def hinge_d(logits_real, logits_fake):
    return 0.5 * (F.relu(1.0 - logits_real).mean() + F.relu(1.0 + logits_fake).mean())


def critic_update(critic, opt_d, real, fake, accelerator):
    logits_real = critic(real)
    logits_fake = critic(fake)
    d_loss = hinge_d(logits_real, logits_fake)
    accelerator.backward(d_loss)
    opt_d.step()
    return d_loss.item()


def autoencoder_update(model, critic, opt_ae, real, accelerator, adv_weight):
    recon, qloss, idx = model(real)
    rec = F.l1_loss(recon, real)
    g_adv = -critic(recon).mean()
    loss = rec + qloss + adv_weight * g_adv
    accelerator.backward(loss)
    opt_ae.step()
    return rec.item(), idx
