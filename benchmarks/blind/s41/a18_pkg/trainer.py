import torch
from torch.optim.lr_scheduler import LambdaLR


class PromptTrainer:
    def __init__(self, model, tokenizer, train_rows, eval_rows, lr=0.1, epochs=5, batch_size=32, warmup=10):
        self.model, self.tokenizer = model, tokenizer
        self.train_rows, self.eval_rows = train_rows, eval_rows
        params = [p for p in model.parameters() if p.requires_grad]
        self.optimizer = torch.optim.Adam(params, lr=lr)
        self.scheduler = LambdaLR(self.optimizer, lambda s: min(1.0, (s + 1) / warmup))
        self.epochs, self.batch_size = epochs, batch_size

    def training_step(self, batch):
        out = self.model(**batch)
        self.optimizer.zero_grad()
        out["loss"].backward()
        self.optimizer.step()
        self.scheduler.step()
        return out["loss"].item()

    def batches(self, rows, shuffle):
        order = torch.randperm(len(rows)).tolist() if shuffle else list(range(len(rows)))
        for i in range(0, len(order), self.batch_size):
            chunk = [rows[j] for j in order[i:i + self.batch_size]]
            yield {"input_ids": self.tokenizer.batch([s for s, _ in chunk], padding_side="left"),
                   "labels": torch.tensor([y for _, y in chunk])}

    def train(self):
        for epoch in range(self.epochs):
            self.model.train()
            losses = [self.training_step(b) for b in self.batches(self.train_rows, True)]
            print(f"[prompt] epoch {epoch} loss {sum(losses) / len(losses):.3f} eval acc {self.evaluate():.3f}")

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        hits = n = 0
        for b in self.batches(self.eval_rows, False):
            hits += (self.model(**b)["logits"].argmax(-1) == b["labels"]).sum().item()
            n += b["labels"].numel()
        return hits / n
