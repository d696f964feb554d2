"""Non-saturating adversarial objectives and the optimizer factory."""
import torch
import torch.nn.functional as F


def make_optimizers(field, critic, lr_field, lr_critic):
    opt_field = torch.optim.Adam(field.parameters(), lr=lr_field, betas=(0.0, 0.99))
    opt_critic = torch.optim.Adam(critic.parameters(), lr=lr_critic, betas=(0.0, 0.99))
    return opt_field, opt_critic


def critic_objective(real_logits, fake_logits):
    return F.softplus(-real_logits).mean() + F.softplus(fake_logits).mean()


def field_objective(fake_logits):
    return F.softplus(-fake_logits).mean()
