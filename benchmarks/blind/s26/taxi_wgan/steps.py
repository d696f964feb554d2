import torch


def gradient_penalty(critic, real, synthetic):
    alpha = torch.rand(real.size(0), 1)
    mixed = (alpha * real + (1 - alpha) * synthetic).requires_grad_(True)
    grads, = torch.autograd.grad(critic(mixed).sum(), mixed, create_graph=True)
    return (grads.norm(dim=1) - 1).pow(2).mean()


def make_critic_step(critic, sample, optimizer, gp_weight):
    def critic_step(real):
        synthetic = sample(real.size(0))
        optimizer.zero_grad()
        distance = critic(real).mean() - critic(synthetic).mean()
        loss = -distance + gp_weight * gradient_penalty(critic, real, synthetic)
        loss.backward()
        optimizer.step()
        return distance.item()
    return critic_step


def make_generator_step(generator, critic, optimizer, noise):
    def generator_step(count):
        optimizer.zero_grad()
        loss = -critic(generator(noise(count))).mean()
        loss.backward()
        optimizer.step()
        return loss.item()
    return generator_step
