import torch

from .modeling import LMConfig, TinyGPT
from .sqlgen import SqlTokenizer, build_dataset
from .trainer import LMTrainer, TrainingArguments


class DataCollatorForCausalLM:
    def __init__(self, pad_token_id):
        self.pad_token_id = pad_token_id

    def __call__(self, features):
        width = max(len(f["input_ids"]) for f in features)
        ids = torch.full((len(features), width), self.pad_token_id)
        mask = torch.zeros(len(features), width, dtype=torch.long)
        for i, f in enumerate(features):
            ids[i, :len(f["input_ids"])] = torch.tensor(f["input_ids"])
            mask[i, :len(f["input_ids"])] = 1
        labels = ids.masked_fill(mask == 0, -100)
        return {"input_ids": ids, "attention_mask": mask, "labels": labels}


def main():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    tok = SqlTokenizer()
    model = TinyGPT(LMConfig(vocab_size=len(tok.itos), pad_token_id=tok.pad_token_id))
    assert model.lm_head.weight is model.wte.weight
    trainer = LMTrainer(model, TrainingArguments(), build_dataset(1200, tok, seed=1),
                        build_dataset(200, tok, seed=2), DataCollatorForCausalLM(tok.pad_token_id))
    trainer.train()
    model.eval()
    prompt = torch.tensor([[tok.bos_token_id, tok.stoi["SELECT"]]])
    for _ in range(2):
        print("sample:", tok.decode(model.generate(prompt)[0].tolist()))
        prompt = torch.tensor([[tok.bos_token_id, tok.stoi["SELECT"], tok.stoi["name"]]])
    return trainer


if __name__ == "__main__":
    main()
