import torch

from .distill import TeacherMixin


class Trainer:
    def __init__(self, model, train_rows, eval_rows, encoder, lr=5e-3, epochs=4, batch_size=64, tag=""):
        self.model, self.encoder, self.tag = model, encoder, tag
        self.train_rows, self.eval_rows = train_rows, eval_rows
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        self.epochs, self.batch_size = epochs, batch_size

    def _inputs(self, rows):
        batch = self.encoder([q for q, _ in rows])
        batch["labels"] = torch.tensor([y for _, y in rows])
        return batch

    def compute_loss(self, model, inputs):
        return model(**inputs)["loss"]

    def train(self):
        for epoch in range(self.epochs):
            self.model.train()
            order = torch.randperm(len(self.train_rows)).tolist()
            total = 0.0
            for i in range(0, len(order), self.batch_size):
                inputs = self._inputs([self.train_rows[j] for j in order[i:i + self.batch_size]])
                loss = self.compute_loss(self.model, inputs)
                loss.backward()
                self.optimizer.step()
                self.optimizer.zero_grad()
                total += loss.item()
            print(f"{self.tag} epoch {epoch} loss {total / (len(order) / self.batch_size):.3f} "
                  f"eval acc {self.evaluate():.3f}")

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        inputs = self._inputs(self.eval_rows)
        return (self.model(**inputs)["logits"].argmax(-1) == inputs["labels"]).float().mean().item()


class DistillTrainer(TeacherMixin, Trainer):
    alpha = 0.8

    def compute_loss(self, model, inputs):
        out = model(**inputs)
        soft = self.soft_targets(inputs)
        return self.alpha * self.kd_loss(out["logits"], soft) + (1 - self.alpha) * out["loss"]
