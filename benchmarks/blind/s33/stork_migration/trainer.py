import torch

from stork_migration.mixins import (CriticStepMixin, GeneratorStepMixin, LoggingMixin,
                                    SamplingMixin)
from stork_migration.tracks import DAYS, batches


class TrainerBase:
    days = DAYS

    def __init__(self, generator, critic, lr=2e-4):
        self.generator = generator
        self.critic = critic
        self.opt_generator = torch.optim.Adam(generator.parameters(), lr=lr, betas=(0.5, 0.999))
        self.opt_critic = torch.optim.Adam(critic.parameters(), lr=lr, betas=(0.5, 0.999))
        self.history = {}
        self.steps_per_epoch = 1

    def fit_epoch(self, moves, cond, batch_size):
        self.steps_per_epoch = 0
        for real, c in batches(moves, cond, batch_size):
            self.log(critic=self.critic_step(real, c), generator=self.generator_step(c))
            self.steps_per_epoch += 1
        return self.epoch_summary()


class TrackGAN(SamplingMixin, CriticStepMixin, GeneratorStepMixin, LoggingMixin, TrainerBase):
    pass
