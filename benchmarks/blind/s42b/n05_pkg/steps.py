import torch
import torch.nn.functional as F


class CriticStepMixin:
    def critic_step(self, real):
        z = self.generator.sample_noise(real.size(0))
        fake = self.generator(z)
        real_logit = self.critic(real)
        fake_logit = self.critic(fake)
        loss = (F.binary_cross_entropy_with_logits(real_logit, torch.full_like(real_logit, 0.9))
                + F.binary_cross_entropy_with_logits(fake_logit, torch.zeros_like(fake_logit)))
        loss.backward()
        self.optimizers["critic"].step()
        return {"critic": loss.item(), "D(real)": torch.sigmoid(real_logit).mean().item()}


class GeneratorStepMixin:
    def generator_step(self, real):
        fake = self.generator(self.generator.sample_noise(real.size(0)))
        logit = self.critic(fake)
        loss = F.binary_cross_entropy_with_logits(logit, torch.ones_like(logit))
        loss.backward()
        self.optimizers["generator"].step()
        return {"generator": loss.item()}
