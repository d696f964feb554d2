from dataclasses import dataclass

import torch
from torch.optim.lr_scheduler import LambdaLR
from torch.utils.data import DataLoader

from .callbacks import CallbackHandler


@dataclass
class TrainingArguments:
    num_train_epochs: int = 4
    per_device_train_batch_size: int = 32
    per_device_eval_batch_size: int = 128
    learning_rate: float = 3e-3
    weight_decay: float = 0.01
    warmup_ratio: float = 0.1
    max_grad_norm: float = 1.0


@dataclass
class TrainerState:
    global_step: int = 0
    epoch: float = 0.0
    train_loss: float = 0.0


def get_linear_schedule_with_warmup(optimizer, num_warmup_steps, num_training_steps):
    def lr_lambda(step):
        if step < num_warmup_steps:
            return float(step) / float(max(1, num_warmup_steps))
        return max(0.0, (num_training_steps - step) / max(1, num_training_steps - num_warmup_steps))
    return LambdaLR(optimizer, lr_lambda)


class Trainer:
    def __init__(self, model, args, train_dataset, eval_dataset, tokenizer, data_collator, callbacks=()):
        self.model, self.args = model, args
        self.train_dataset, self.eval_dataset = train_dataset, eval_dataset
        self.tokenizer, self.data_collator = tokenizer, data_collator
        self.state = TrainerState()
        self.callback_handler = CallbackHandler(callbacks)
        self.optimizer = self.lr_scheduler = None

    def create_optimizer_and_scheduler(self, num_training_steps):
        decay, no_decay = [], []
        for name, p in self.model.named_parameters():
            (no_decay if name.endswith("bias") or "embeddings" in name else decay).append(p)
        self.optimizer = torch.optim.AdamW(
            [{"params": decay, "weight_decay": self.args.weight_decay},
             {"params": no_decay, "weight_decay": 0.0}], lr=self.args.learning_rate)
        warmup = int(self.args.warmup_ratio * num_training_steps)
        self.lr_scheduler = get_linear_schedule_with_warmup(self.optimizer, warmup, num_training_steps)

    def get_train_dataloader(self):
        return DataLoader(self.train_dataset, batch_size=self.args.per_device_train_batch_size,
                          shuffle=True, collate_fn=self.data_collator)

    def compute_loss(self, model, inputs, return_outputs=False):
        outputs = model(**inputs)
        return (outputs.loss, outputs) if return_outputs else outputs.loss

    def training_step(self, model, inputs):
        model.train()
        loss = self.compute_loss(model, inputs)
        loss.backward()
        return loss.detach()

    def train(self):
        train_dataloader = self.get_train_dataloader()
        max_steps = len(train_dataloader) * self.args.num_train_epochs
        self.create_optimizer_and_scheduler(num_training_steps=max_steps)
        self.callback_handler.call_event("on_train_begin", self.args, self.state, model=self.model,
                                         tokenizer=self.tokenizer, train_dataset=self.train_dataset)
        self.model.zero_grad()
        for epoch in range(self.args.num_train_epochs):
            running = 0.0
            for inputs in train_dataloader:
                running += self.training_step(self.model, inputs).item()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.args.max_grad_norm)
                self.optimizer.step()
                self.lr_scheduler.step()
                self.model.zero_grad()
                self.state.global_step += 1
                self.callback_handler.call_event("on_step_end", self.args, self.state, model=self.model)
            self.state.epoch = epoch + 1
            self.state.train_loss = running / len(train_dataloader)
            self.evaluate()
        return self.state

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        loader = DataLoader(self.eval_dataset, batch_size=self.args.per_device_eval_batch_size,
                            collate_fn=self.data_collator)
        correct = total = 0
        loss_sum = 0.0
        for inputs in loader:
            out = self.model(**inputs)
            loss_sum += out.loss.item() * inputs["labels"].numel()
            correct += (out.logits.argmax(-1) == inputs["labels"]).sum().item()
            total += inputs["labels"].numel()
        metrics = {"train_loss": self.state.train_loss, "eval_loss": loss_sum / total,
                   "eval_accuracy": correct / total}
        self.callback_handler.call_event("on_evaluate", self.args, self.state, metrics=metrics)
        return metrics
