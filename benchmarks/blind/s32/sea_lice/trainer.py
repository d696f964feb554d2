import asyncio

import torch
import torch.nn.functional as F

from .farms import TRIGGER
from .model import carry


class Trainer:
    def __init__(self, model, optimizer, callbacks=(), window=8, trigger_weight=1.0,
                 pos_weight=4.0):
        self.model = model
        self.optimizer = optimizer
        self.callbacks = list(callbacks)
        self.window = window
        self.trigger_weight = trigger_weight
        self.pos_weight = torch.tensor(pos_weight)
        self.log = {}

    async def _emit(self, hook, *args):
        await asyncio.gather(*(getattr(cb, hook)(*args, self) for cb in self.callbacks))

    async def _train_pens(self, covariates, lice):
        state, losses = None, []
        weeks = lice.shape[1]
        for start in range(0, weeks - 3, self.window):
            end = min(start + self.window, weeks - 2)
            log_rate, trigger_logit, state = self.model(covariates[:, start:end],
                                                        lice[:, start:end], state)
            next_week = lice[:, start + 1:end + 1]
            exceeded = (lice[:, start + 2:end + 2] > TRIGGER).float()
            forecast = F.poisson_nll_loss(log_rate, next_week * 20, log_input=True)
            trigger = F.binary_cross_entropy_with_logits(trigger_logit, exceeded,
                                                         pos_weight=self.pos_weight)
            self.optimizer.zero_grad()
            forecast.backward(retain_graph=True)
            await self._emit("on_backward", "forecast")
            (self.trigger_weight * trigger).backward()
            await self._emit("on_backward", "forecast+trigger")
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), 1.0)
            self.optimizer.step()
            state = carry(state)
            losses.append(forecast.item())
        return sum(losses) / len(losses)

    async def fit(self, covariates, lice, epochs, batch_pens=8):
        for epoch in range(epochs):
            self.model.train()
            epoch_losses = []
            for idx in torch.randperm(lice.shape[0]).split(batch_pens):
                epoch_losses.append(await self._train_pens(covariates[idx], lice[idx]))
            self.log["forecast_nll"] = round(sum(epoch_losses) / len(epoch_losses), 4)
            await self._emit("on_epoch_end", epoch)
