import torch
from torch.optim.lr_scheduler import LambdaLR


class SlotTrainer:
    def __init__(self, model, tokenizer, train_requests, eval_requests, slots, callbacks=(), lr=3e-3,
                 epochs=5, batch_size=32, warmup_steps=20):
        self.model, self.tokenizer, self.slots = model, tokenizer, slots
        self.train_requests, self.eval_requests = train_requests, eval_requests
        self.callbacks, self.lr, self.epochs, self.batch_size = list(callbacks), lr, epochs, batch_size
        self.warmup_steps, self.epoch = warmup_steps, 0
        self.optimizer = self.lr_scheduler = None
        for cb in self.callbacks:
            cb.on_init_end(self)

    def create_optimizer_and_scheduler(self):
        if self.optimizer is None:
            self.optimizer = torch.optim.Adam(self.model.parameters(), lr=self.lr)
            self.lr_scheduler = LambdaLR(self.optimizer, lambda s: min(1.0, (s + 1) / self.warmup_steps))

    def collate(self, requests):
        ids, firsts, labels = [], [], []
        for req in requests:
            piece_ids, word_index = self.tokenizer.encode_words([w for w, _ in req])
            ids.append(piece_ids)
            firsts.append([i == 0 or word_index[i] != word_index[i - 1] for i in range(len(piece_ids))])
            labels.append([self.slots.index(req[w][1]) for w in word_index])
        width = max(map(len, ids))
        pad = lambda rows, v: torch.tensor([r + [v] * (width - len(r)) for r in rows])  # noqa: E731
        return {"input_ids": pad(ids, 0), "first_piece_mask": pad(firsts, False), "labels": pad(labels, 0)}

    def train(self):
        self.create_optimizer_and_scheduler()
        for self.epoch in range(self.epochs):
            self.model.train()
            order = torch.randperm(len(self.train_requests)).tolist()
            for i in range(0, len(order), self.batch_size):
                batch = self.collate([self.train_requests[j] for j in order[i:i + self.batch_size]])
                self.optimizer.zero_grad()
                loss = self.model(**batch)["loss"]
                loss.backward()
                self.optimizer.step()
                self.lr_scheduler.step()
            metrics = self.evaluate()
            for cb in self.callbacks:
                cb.on_epoch_end(self, metrics)

    @torch.no_grad()
    def evaluate(self):
        self.model.eval()
        batch = self.collate(self.eval_requests)
        pred = self.model(**batch)["logits"].argmax(-1)[batch["first_piece_mask"]]
        gold = batch["labels"][batch["first_piece_mask"]]
        slot = gold.ne(0)
        return {"slot_acc": (pred[slot] == gold[slot]).float().mean().item(),
                "from_acc": (pred[gold == 2] == 2).float().mean().item()}
