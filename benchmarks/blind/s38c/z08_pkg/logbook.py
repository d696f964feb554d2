from .state import STATE


def log_step(args, loss):
    STATE["step"] += 1
    STATE["loss_hist"].append(loss)
    if STATE["step"] % args.log_every == 0:
        window = STATE["loss_hist"][-args.log_every:]
        avg = float(sum(window) / len(window))
        STATE["best"] = min(STATE["best"], avg)
        print(f"step {STATE['step']} avg loss {avg:.4f} (best {STATE['best']:.4f})")
