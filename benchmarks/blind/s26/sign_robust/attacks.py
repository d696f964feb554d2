import torch
import torch.nn.functional as F


class GradientSignAttack:
    def __init__(self, epsilon, step=None, iterations=1, random_start=False):
        self.epsilon = epsilon
        self.step = epsilon if step is None else step
        self.iterations = iterations
        self.random_start = random_start

    def perturb(self, model, images, labels):
        was_training = model.training
        model.eval()
        delta = torch.zeros_like(images)
        if self.random_start:
            delta.uniform_(-self.epsilon, self.epsilon)
        for _ in range(self.iterations):
            delta.requires_grad_(True)
            loss = F.cross_entropy(model((images + delta).clamp(0, 1)), labels)
            grad, = torch.autograd.grad(loss, delta)
            delta = (delta.detach() + self.step * grad.sign()).clamp(-self.epsilon, self.epsilon)
        model.train(was_training)
        return (images + delta).clamp(0, 1)


ATTACKS = {
    "fgsm": lambda epsilon: GradientSignAttack(epsilon),
    "pgd": lambda epsilon: GradientSignAttack(epsilon, epsilon / 3, iterations=5, random_start=True),
}


def make_attack(name, **kwargs):
    return ATTACKS[name](**kwargs)
