import time
from dataclasses import dataclass

import torch
from torch.optim.lr_scheduler import LambdaLR
from torch.utils.data import DataLoader


@dataclass
class Seq2SeqTrainingArguments:
    num_train_epochs: int = 5
    per_device_train_batch_size: int = 32
    per_device_eval_batch_size: int = 64
    learning_rate: float = 3e-3
    warmup_steps: int = 40
    max_grad_norm: float = 1.0
    generation_max_length: int = 11


class EvalPrediction:
    def __init__(self, predictions, label_ids):
        self.predictions, self.label_ids = predictions, label_ids


class Seq2SeqTrainer:
    def __init__(self, model, args, train_dataset, eval_dataset, data_collator, compute_metrics=None):
        self.model, self.args = model, args
        self.train_dataset, self.eval_dataset = train_dataset, eval_dataset
        self.data_collator, self.compute_metrics = data_collator, compute_metrics
        self.optimizer = torch.optim.AdamW(model.parameters(), lr=args.learning_rate, weight_decay=0.01)
        self.lr_scheduler = LambdaLR(self.optimizer, lambda s: min(1.0, (s + 1) / args.warmup_steps))

    def training_step(self, model, inputs):
        model.train()
        loss = model(**inputs).loss
        loss.backward()
        return loss.detach()

    def train(self):
        loader = DataLoader(self.train_dataset, batch_size=self.args.per_device_train_batch_size, shuffle=True,
                            collate_fn=self.data_collator)
        for epoch in range(self.args.num_train_epochs):
            tr_loss = 0.0
            for inputs in loader:
                tr_loss += self.training_step(self.model, inputs).item()
                torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.args.max_grad_norm)
                self.optimizer.step()
                self.lr_scheduler.step()
                self.optimizer.zero_grad()
            print(f"epoch {epoch} train_loss {tr_loss / len(loader):.4f} {self.evaluate()}")

    def prediction_step(self, model, inputs, prediction_loss_only=False):
        outputs = model(**inputs)
        loss = outputs.loss.item()
        if prediction_loss_only:
            return loss, None, None
        generated = model.generate(inputs["input_ids"], max_length=self.args.generation_max_length)
        return loss, generated, inputs["labels"]

    def evaluation_loop(self, dataloader, description="Evaluation"):
        self.model.eval()
        losses, preds, labels = [], [], []
        for inputs in dataloader:
            loss, generated, label_ids = self.prediction_step(self.model, inputs)
            losses.append(loss)
            preds.extend(generated.tolist())
            labels.extend(label_ids.tolist())
        metrics = {"eval_loss": round(sum(losses) / len(losses), 4)}
        if self.compute_metrics is not None:
            metrics.update(self.compute_metrics(EvalPrediction(preds, labels)))
        return metrics

    def evaluate(self):
        loader = DataLoader(self.eval_dataset, batch_size=self.args.per_device_eval_batch_size,
                            collate_fn=self.data_collator)
        start = time.perf_counter()
        metrics = self.evaluation_loop(loader)
        metrics["eval_runtime"] = round(time.perf_counter() - start, 3)
        return metrics
