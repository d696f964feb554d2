import torch.nn.functional as F

from core import TrainerBase


class CausalLMTrainer(TrainerBase):
    def compute_loss(self, batch):
        tokens = batch
        logits = self.model(tokens[:, :-1])
        return F.cross_entropy(logits.reshape(-1, logits.size(-1)), tokens[:, 1:].reshape(-1))

    def train(self, batches, epochs=1):
        self.model.train()
        self.reset_grads()
        for epoch in range(epochs):
            running = 0.0
            for i, batch in enumerate(batches):
                loss = self.compute_loss(batch) / self.accum_steps
                loss.backward()
                running += loss.item()
                if (i + 1) % self.accum_steps == 0:
                    self.optimizer_step()
            print(f"epoch {epoch} loss {running * self.accum_steps / len(batches):.4f} updates {self.updates}")
