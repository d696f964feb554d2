import math
from dataclasses import dataclass

import torch

from .optimization import create_optimizer, get_cosine_schedule_with_warmup


@dataclass
class TrainingArguments:
    num_train_epochs: int = 3
    per_device_train_batch_size: int = 16
    gradient_accumulation_steps: int = 4
    learning_rate: float = 3e-3
    weight_decay: float = 0.1
    warmup_steps: int = 10
    max_grad_norm: float = 1.0
    logging_steps: int = 10


class LMTrainer:
    def __init__(self, model, args, train_dataset, eval_dataset, data_collator):
        self.model, self.args = model, args
        self.train_dataset, self.eval_dataset, self.data_collator = train_dataset, eval_dataset, data_collator
        self.optimizer = create_optimizer(model, args.learning_rate, args.weight_decay)
        updates_per_epoch = math.ceil(math.ceil(len(train_dataset) / args.per_device_train_batch_size)
                                      / args.gradient_accumulation_steps)
        self.lr_scheduler = get_cosine_schedule_with_warmup(
            self.optimizer, args.warmup_steps, updates_per_epoch * args.num_train_epochs)
        self.global_step = 0

    def _batches(self, dataset, batch_size, shuffle):
        order = torch.randperm(len(dataset)).tolist() if shuffle else list(range(len(dataset)))
        for i in range(0, len(order), batch_size):
            yield self.data_collator([dataset[j] for j in order[i:i + batch_size]])

    def compute_loss(self, model, inputs, return_outputs=False):
        outputs = model(**inputs)
        loss = outputs["loss"] if isinstance(outputs, dict) else outputs.loss
        return (loss, outputs) if return_outputs else loss

    def training_step(self, model, inputs):
        model.train()
        loss = self.compute_loss(model, inputs)
        loss = loss / self.args.gradient_accumulation_steps
        loss.backward()
        return loss.detach()

    def train(self):
        args, model = self.args, self.model
        tr_loss = torch.tensor(0.0)
        logged_loss = 0.0
        model.zero_grad()
        for epoch in range(args.num_train_epochs):
            batches = list(self._batches(self.train_dataset, args.per_device_train_batch_size, True))
            for step, inputs in enumerate(batches):
                tr_loss += self.training_step(model, inputs)
                last = step + 1 == len(batches)
                if (step + 1) % args.gradient_accumulation_steps == 0 or last:
                    torch.nn.utils.clip_grad_norm_(model.parameters(), args.max_grad_norm)
                    self.optimizer.step()
                    self.lr_scheduler.step()
                    model.zero_grad()
                    self.global_step += 1
                    if self.global_step % args.logging_steps == 0:
                        cur = tr_loss.item()
                        print(f"update {self.global_step:3d} loss {(cur - logged_loss) / args.logging_steps:.3f} "
                              f"lr {self.lr_scheduler.get_last_lr()[0]:.2e}")
                        logged_loss = cur
            print(f"epoch {epoch} eval {self.evaluate()}")

    def prediction_step(self, model, inputs):
        with torch.no_grad():
            outputs = model(**inputs)
        n_tokens = inputs["labels"][:, 1:].ne(-100).sum()
        return outputs.loss * n_tokens, n_tokens

    def evaluate(self):
        self.model.eval()
        nll = tokens = 0.0
        for inputs in self._batches(self.eval_dataset, 64, False):
            loss_sum, n = self.prediction_step(self.model, inputs)
            nll += loss_sum.item()
            tokens += n.item()
        return {"eval_loss": round(nll / tokens, 4), "perplexity": round(math.exp(nll / tokens), 3)}
