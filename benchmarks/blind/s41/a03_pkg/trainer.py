import math

import torch
from torch.optim.lr_scheduler import LambdaLR


class SummarizationTrainer:
    def __init__(self, model, train_batches, eval_batches, vocab, lr=4e-3, epochs=6,
                 max_grad_norm=2.0, warmup_steps=20, gradient_accumulation_steps=1):
        self.model, self.vocab = model, vocab
        self.train_batches, self.eval_batches = train_batches, eval_batches
        self.epochs, self.max_grad_norm = epochs, max_grad_norm
        self.gradient_accumulation_steps = gradient_accumulation_steps
        self.optimizer = torch.optim.Adam(model.parameters(), lr=lr)
        total = epochs * math.ceil(len(train_batches) / gradient_accumulation_steps)
        self.lr_scheduler = LambdaLR(self.optimizer, lambda s: min(1.0, (s + 1) / warmup_steps) *
                                     max(0.1, 1 - s / total))

    def compute_loss(self, model, inputs, return_outputs=False):
        outputs = model(**inputs)
        return (outputs.loss, outputs) if return_outputs else outputs.loss

    def training_step(self, inputs):
        self.model.train()
        loss = self.compute_loss(self.model, inputs) / self.gradient_accumulation_steps
        loss.backward()
        return loss.item()

    def train(self):
        for epoch in range(self.epochs):
            total = 0.0
            self.optimizer.zero_grad()
            for step, inputs in enumerate(self.train_batches):
                total += self.training_step(inputs)
                if (step + 1) % self.gradient_accumulation_steps == 0:
                    torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.max_grad_norm)
                    self.optimizer.step()
                    self.lr_scheduler.step()
                    self.optimizer.zero_grad()
            print(f"epoch {epoch} loss {total / len(self.train_batches):.3f} {self.evaluate()}")

    def evaluate(self):
        self.model.eval()
        exact = n = 0
        p_gen_sum = 0.0
        with torch.no_grad():
            for inputs in self.eval_batches:
                out = self.model(**inputs)
                p_gen_sum += out.p_gens.mean().item()
                pred = self.model.greedy_decode(inputs["src_ids"], self.vocab.bos_id, self.vocab.eos_id,
                                                max_len=inputs["labels"].size(1))
                gold = inputs["labels"].masked_fill(inputs["labels"].eq(-100), self.vocab.eos_id)
                exact += (pred == gold).all(1).sum().item()
                n += gold.size(0)
        return {"exact_match": round(exact / n, 3), "mean_p_gen": round(p_gen_sum / len(self.eval_batches), 3)}
