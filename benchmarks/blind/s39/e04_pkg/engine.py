"""Generic runner around the Accelerator."""
from .data import batches


class Runner:
    def __init__(self, accelerator, task, optimizer, scheduler, batch_size):
        self.acc = accelerator
        self.task = task
        self.net, self.optimizer, self.scheduler = accelerator.prepare(
            task.net, optimizer, scheduler)
        self.batch_size = batch_size

    def train_epoch(self, docs, labels):
        self.net.train()
        total, seen = 0.0, 0
        for batch in batches(docs, labels, self.batch_size):
            with self.acc.accumulate(self.net):
                loss = self.task.training_step(batch)
                self.acc.backward(loss)
                self.optimizer.step()
                self.scheduler.step()
            total += loss.item()
            seen += 1
        self.acc.end_of_epoch()
        return total / max(seen, 1)

    def evaluate(self, docs, labels):
        correct = count = 0
        with self.acc.evaluating(self.net):
            for batch in batches(docs, labels, 128, shuffle=False):
                c, n = self.task.validation_step(batch)
                correct += c
                count += n
        return correct / count
