import content from 'virtual:content'
import { replies } from './reply-rules.ts'

export const chatAssistantName = content.site.chat.assistant

export const chatGreeting = content.site.chat.greeting

export const replyTo = replies(content)
