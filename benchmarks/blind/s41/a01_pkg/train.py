import random

import torch

from .callbacks import PlaceholderTokensCallback, PrinterCallback
from .modeling import TicketConfig, TicketIntentModel
from .tokenization import TicketTokenizer
from .trainer import Trainer, TrainingArguments

INTENTS = {
    "order_status": ["where is my order {ORDER}", "any update on {ORDER} please", "status of {ORDER} ?",
                     "i ordered {ORDER} on {DATE} and heard nothing"],
    "refund": ["please send the money back to {IBAN}", "refund {ORDER} to {IBAN}",
               "i want my money back , account {IBAN}", "still waiting for the refund since {DATE}"],
    "change_address": ["please ship to {ADDRESS} instead", "my new address is {ADDRESS}",
                       "change delivery for {ORDER} to {ADDRESS}", "i moved , use {ADDRESS}"],
    "login": ["cannot log in with {EMAIL}", "password reset for {EMAIL} never arrives",
              "account {EMAIL} is locked", "two factor code sent to {PHONE} does not work"],
    "delivery_problem": ["parcel {TRACKING} arrived broken", "courier left {TRACKING} at the wrong door",
                         "tracking {TRACKING} says delivered but nothing came", "box was wet on {DATE}"],
}
MARKERS = {"ORDER": "[ORDER_ID]", "DATE": "[DATE]", "IBAN": "[IBAN]", "ADDRESS": "[ADDRESS]",
           "EMAIL": "[EMAIL]", "PHONE": "[PHONE]", "TRACKING": "[TRACKING_NO]"}
FILLER = ["hi", "hello", "thanks", "asap", "urgent", "kind regards", "this is the second time", "sorry"]


def make_tickets(n, rng):
    labels = sorted(INTENTS)
    rows = []
    for _ in range(n):
        y = rng.randrange(len(labels))
        text = rng.choice(INTENTS[labels[y]]).format(**MARKERS)
        if rng.random() < 0.7:
            text = f"{rng.choice(FILLER)} , {text}" if rng.random() < 0.5 else f"{text} {rng.choice(FILLER)}"
        rows.append({"text": text, "label": y})
    return rows, labels


class TicketCollator:
    def __init__(self, tokenizer, max_length=32):
        self.tokenizer, self.max_length = tokenizer, max_length

    def __call__(self, features):
        enc = self.tokenizer([f["text"] for f in features], max_length=self.max_length)
        batch = {k: torch.tensor(v) for k, v in enc.items()}
        batch["labels"] = torch.tensor([f["label"] for f in features])
        return batch


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    rng = random.Random(0)
    train_rows, labels = make_tickets(1200, rng)
    eval_rows, _ = make_tickets(300, rng)
    tokenizer = TicketTokenizer.train_new_from_iterator(r["text"] for r in train_rows)
    config = TicketConfig(vocab_size=len(tokenizer), num_labels=len(labels),
                          pad_token_id=tokenizer.pad_token_id)
    model = TicketIntentModel(config)
    trainer = Trainer(model=model, args=TrainingArguments(), train_dataset=train_rows,
                      eval_dataset=eval_rows, tokenizer=tokenizer, data_collator=TicketCollator(tokenizer),
                      callbacks=[PlaceholderTokensCallback(), PrinterCallback()])
    trainer.train()
    return trainer


if __name__ == "__main__":
    main()
