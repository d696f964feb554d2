import torch.nn.functional as F


def d_hinge(d_real, d_fake):
    return F.relu(1.0 - d_real).mean() + F.relu(1.0 + d_fake).mean()


def discriminator_step(trainer, real, fake):
    d_real = trainer.D(real)
    d_fake = trainer.D(fake)
    loss_d = d_hinge(d_real, d_fake)
    trainer.opt_d.zero_grad(set_to_none=True)
    loss_d.backward()
    trainer.opt_d.step()
    return {"loss_d": loss_d.item()}


def generator_step(trainer, real, fake):
    adv = -trainer.D(fake).mean()
    recon = F.l1_loss(fake[..., :2], real[..., :2]) + F.binary_cross_entropy(fake[..., 2], real[..., 2])
    loss_g = adv + trainer.cfg["recon_weight"] * recon
    trainer.opt_g.zero_grad(set_to_none=True)
    loss_g.backward()
    trainer.opt_g.step()
    return {"loss_g": loss_g.item(), "recon": recon.item()}
