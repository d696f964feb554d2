import torch.nn.functional as F


def critic_hinge(critic, real, fake):
    return F.relu(1.0 - critic(real)).mean() + F.relu(1.0 + critic(fake)).mean()


def generator_hinge(critic, fake):
    return -critic(fake).mean()
