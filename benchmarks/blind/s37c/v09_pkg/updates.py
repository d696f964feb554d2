import torch.nn.functional as F


def critic_loss(critic, real, fake, cond):
    return F.softplus(-critic(real, cond)).mean() + F.softplus(critic(fake, cond)).mean()


def generator_loss(critic, fake, cond):
    return F.softplus(-critic(fake, cond)).mean()


def adversarial_update(*inputs, net, opt, loss_fn, critic):
    """One optimizer step for `net` on loss_fn(critic, *inputs)."""
    net.train()
    opt.zero_grad(set_to_none=True)
    loss = loss_fn(critic, *inputs)
    loss.backward()
    opt.step()
    return loss.item()
