import torch
import torch.nn.functional as F


class SamplingMixin:
    def sample(self, cond):
        z = torch.randn(len(cond), self.generator.rnn.input_size - cond.shape[1])
        z = z.unsqueeze(1).expand(-1, self.days, -1) + 0.3 * torch.randn(
            len(cond), self.days, z.shape[1])
        return self.generator(z, cond)


class CriticStepMixin:
    def critic_step(self, real, cond):
        fake = self.sample(cond)
        self.opt_critic.zero_grad()
        loss = F.softplus(-self.critic(real, cond)).mean() + \
            F.softplus(self.critic(fake, cond)).mean()
        loss.backward()
        self.opt_critic.step()
        return loss.item()


class GeneratorStepMixin:
    def generator_step(self, cond):
        fake = self.sample(cond)
        loss = F.softplus(-self.critic(fake, cond)).mean()
        loss.backward()
        self.opt_generator.step()
        self.opt_generator.zero_grad()
        return loss.item()


class LoggingMixin:
    def log(self, **values):
        for k, v in values.items():
            self.history.setdefault(k, []).append(v)

    def epoch_summary(self):
        return {k: round(sum(v[-self.steps_per_epoch:]) / min(len(v), self.steps_per_epoch), 3)
                for k, v in self.history.items()}
