from types import SimpleNamespace

import torch
from torch.optim.lr_scheduler import LambdaLR


def inverse_sqrt_schedule(optimizer, warmup):
    return LambdaLR(optimizer, lambda s: min((s + 1) / warmup, (warmup / (s + 1)) ** 0.5))


class Trainer:
    def __init__(self, model, args, train_dataset, eval_dataset, tokenizer, collate_fn, callbacks=()):
        self.model, self.args, self.tokenizer, self.collate_fn = model, args, tokenizer, collate_fn
        self.train_dataset, self.eval_dataset = train_dataset, eval_dataset
        self.callbacks = list(callbacks)
        self.optimizer = torch.optim.Adam(model.parameters(), lr=args.learning_rate, betas=(0.9, 0.98))
        self.lr_scheduler = inverse_sqrt_schedule(self.optimizer, args.warmup_steps)
        self.state = {"global_step": 0, "epoch": 0, "should_stop": False}

    def _fire(self, event, **kwargs):
        for cb in self.callbacks:
            getattr(cb, event)(self.args, self.state, **kwargs)

    def compute_loss(self, model, inputs):
        return model(**inputs, label_smoothing=self.args.label_smoothing).loss

    def training_step(self, model, inputs):
        model.train()
        loss = self.compute_loss(model, inputs)
        if self.args.gradient_accumulation_steps > 1:
            loss = loss / self.args.gradient_accumulation_steps
        loss.backward()
        return loss

    def train(self):
        args = self.args
        tr_loss = torch.tensor(0.0)
        last_logged_step = 0
        for epoch in range(args.num_train_epochs):
            order = torch.randperm(len(self.train_dataset)).tolist()
            batches = [order[i:i + args.batch_size] for i in range(0, len(order), args.batch_size)]
            for step, idx in enumerate(batches):
                inputs = self.collate_fn([self.train_dataset[j] for j in idx])
                tr_loss_step = self.training_step(self.model, inputs)
                tr_loss += tr_loss_step
                if (step + 1) % args.gradient_accumulation_steps != 0 and step + 1 != len(batches):
                    continue
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), args.max_grad_norm)
                self.optimizer.step()
                self.lr_scheduler.step()
                self.optimizer.zero_grad()
                self.state["global_step"] += 1
                if self.state["global_step"] % args.logging_steps == 0:
                    steps = self.state["global_step"] - last_logged_step
                    logs = {"loss": tr_loss.item() / steps, "learning_rate": self.lr_scheduler.get_last_lr()[0]}
                    tr_loss -= tr_loss
                    last_logged_step = self.state["global_step"]
                    self._fire("on_log", logs=logs)
            self.state["epoch"] = epoch + 1
            self._fire("on_evaluate", metrics=self.evaluate())
            if self.state["should_stop"]:
                break
        return SimpleNamespace(global_step=self.state["global_step"], training_loss=tr_loss)

    def evaluate(self):
        self.model.eval()
        batch = self.collate_fn(self.eval_dataset)
        pred = self.model.greedy(batch["input_ids"], max_len=batch["labels"].size(1))
        hyps = [self.tokenizer.decode(p) for p in pred.tolist()]
        refs = [self.tokenizer.decode([t for t in g if t != -100]) for g in batch["labels"].tolist()]
        return {"eval_accuracy": round(sum(h == r for h, r in zip(hyps, refs)) / len(refs), 4)}
